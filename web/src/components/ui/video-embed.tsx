import { useState } from "react";

interface VideoEmbedProps {
  /** The video's id on the video-sharing site. */
  videoId: string;
  title: string;
  /** A local poster image: nothing is requested from the video site before the click. */
  poster: string;
  /** The poster is the first thing a visitor sees (the page's largest paint): load it at once. */
  priority?: boolean;
}

/** The privacy-enhanced embed host: no cookies until the visitor plays the video. */
export const VIDEO_EMBED_ORIGIN = "https://www.youtube-nocookie.com";

export function videoEmbedUrl(videoId: string): string {
  return `${VIDEO_EMBED_ORIGIN}/embed/${encodeURIComponent(videoId)}?autoplay=1&rel=0`;
}

/**
 * Click-to-load video: a poster and a play button first; the third-party player (an iframe) is
 * created only when the visitor asks for it. The 16:9 box keeps the layout from shifting.
 */
export function VideoEmbed({ videoId, title, poster, priority = false }: VideoEmbedProps) {
  const [playing, setPlaying] = useState(false);
  return (
    <div className="video-embed">
      {playing ? (
        <iframe
          src={videoEmbedUrl(videoId)}
          title={title}
          width="560"
          height="315"
          allow="accelerometer; autoplay; clipboard-write; encrypted-media; gyroscope; picture-in-picture"
          allowFullScreen
          referrerPolicy="strict-origin-when-cross-origin"
        />
      ) : (
        <button type="button" className="video-embed__poster" onClick={() => setPlaying(true)}>
          <img
            src={poster}
            alt=""
            width="560"
            height="315"
            {...(priority ? { fetchPriority: "high" } : { loading: "lazy", decoding: "async" })}
          />
          <span className="video-embed__play" aria-hidden="true" />
          <span className="visually-hidden">Play video: {title}</span>
        </button>
      )}
    </div>
  );
}
