// Transitional: screens still importing from here get react-router-dom's own pieces. Import from
// 'react-router-dom' directly; this file goes once nothing imports it.
export { Link, Navigate, useLocation, useNavigate, useSearchParams } from 'react-router-dom';
