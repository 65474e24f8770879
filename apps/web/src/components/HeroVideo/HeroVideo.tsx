import { useReducedMotion } from '@mantine/hooks';
import { useEffect, useRef, useState } from 'react';
import classes from './HeroVideo.module.css';

export const HERO_POSTER = '/media/hero-poster.jpg';

/**
 * The looping, muted background film of the home hero. If the browser refuses to play it
 * (autoplay blocked, a decoding error, data saver) the video is removed and nothing is shown in
 * its place: the section's own background remains (spec: "nothing is shown to the user").
 * Visitors who ask for reduced motion never get the film.
 */
export function HeroVideo() {
  // Read the preference before the first paint, so the film never starts for those who opt out.
  const reduceMotion = useReducedMotion(undefined, { getInitialValueInEffect: false });
  const [failed, setFailed] = useState(false);
  const video = useRef<HTMLVideoElement>(null);

  useEffect(() => {
    const element = video.current;
    if (!element || reduceMotion) return;
    // The autoPlay attribute alone fails silently; play() says so.
    // An AbortError only means a newer load or pause interrupted this call: not a failure.
    element.play()?.catch((error: unknown) => {
      if (!(error instanceof DOMException && error.name === 'AbortError')) setFailed(true);
    });
  }, [reduceMotion]);

  // Scrolled past the hero, the film stops decoding (battery, and CPU on small phones).
  useEffect(() => {
    const element = video.current;
    if (!element || reduceMotion || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(([entry]) => {
      if (!entry) return;
      if (!entry.isIntersecting) element.pause();
      else if (element.paused) element.play()?.catch(() => undefined);
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [reduceMotion]);

  if (reduceMotion || failed) return null;
  return (
    <video
      ref={video}
      className={classes.video}
      autoPlay
      muted
      loop
      playsInline
      preload="auto"
      poster={HERO_POSTER}
      aria-hidden
      tabIndex={-1}
      disablePictureInPicture
      onError={() => setFailed(true)}
      data-testid="hero-video"
    >
      <source src="/media/hero.webm" type="video/webm" />
      {/* With <source> children the error fires on the last source once every one has failed. */}
      <source src="/media/hero.mp4" type="video/mp4" onError={() => setFailed(true)} />
    </video>
  );
}
