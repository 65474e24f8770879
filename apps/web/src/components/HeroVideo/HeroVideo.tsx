import { useReducedMotion } from '@mantine/hooks';
import { useEffect, useRef, useState } from 'react';
import classes from './HeroVideo.module.css';

export const HERO_POSTER = '/media/hero-poster.jpg';

/** Runs `start` once the page has loaded and the browser is idle; answers a cancel function. */
function whenPageIdle(start: () => void): () => void {
  let cancelled = false;
  let idle: number | undefined;
  const run = () => {
    if (cancelled) return;
    idle =
      typeof window.requestIdleCallback === 'function'
        ? window.requestIdleCallback(start, { timeout: 2000 })
        : window.setTimeout(start, 200);
  };
  if (document.readyState === 'complete') run();
  else window.addEventListener('load', run, { once: true });
  return () => {
    cancelled = true;
    window.removeEventListener('load', run);
    if (idle === undefined) return;
    if (typeof window.cancelIdleCallback === 'function') window.cancelIdleCallback(idle);
    else window.clearTimeout(idle);
  };
}

/**
 * The looping, muted background film of the home hero. It is fetched once the page has loaded
 * (the section shows the poster until then): on a phone network the film must not delay the
 * page's own code and fonts. If the browser refuses to play it
 * (autoplay blocked, a decoding error, data saver) the video is removed and nothing is shown in
 * its place: the section's own background remains (spec: "nothing is shown to the user").
 * Visitors who ask for reduced motion never get the film.
 */
export function HeroVideo() {
  // Read the preference before the first paint, so the film never starts for those who opt out.
  const reduceMotion = useReducedMotion(undefined, { getInitialValueInEffect: false });
  const [failed, setFailed] = useState(false);
  const [pageLoaded, setPageLoaded] = useState(false);
  const video = useRef<HTMLVideoElement>(null);

  useEffect(() => {
    if (reduceMotion) return;
    return whenPageIdle(() => setPageLoaded(true));
  }, [reduceMotion]);

  useEffect(() => {
    const element = video.current;
    if (!element || reduceMotion || !pageLoaded) return;
    // The autoPlay attribute alone fails silently; play() says so.
    // An AbortError only means a newer load or pause interrupted this call: not a failure.
    element.play()?.catch((error: unknown) => {
      if (!(error instanceof DOMException && error.name === 'AbortError')) setFailed(true);
    });
  }, [reduceMotion, pageLoaded]);

  // Scrolled past the hero, the film stops decoding (battery, and CPU on small phones).
  useEffect(() => {
    const element = video.current;
    if (!element || reduceMotion || !pageLoaded || typeof IntersectionObserver === 'undefined') {
      return;
    }
    const observer = new IntersectionObserver(([entry]) => {
      if (!entry) return;
      if (!entry.isIntersecting) element.pause();
      else if (element.paused) element.play()?.catch(() => undefined);
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [reduceMotion, pageLoaded]);

  if (reduceMotion || failed || !pageLoaded) return null;
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
      // the film's own frame (16:9): laid out before a byte of it arrives
      width={1280}
      height={720}
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
