import { type ArticleSummary, MAGAZINE_THUMBNAIL_HEIGHT } from '@beauty/shared';

/** The seed's thumbnails are 640×360; cards show them 180 px high (spec, magazine) at the card's width. */
const THUMB_WIDTH = 320;

/**
 * An article's thumbnail with its magazine tag ("Hair care", "护发") over it as page text: the generated
 * picture has no words, so every language reads its own. The pill's own dark ground keeps the tag at AA
 * contrast over any picture. Used by the magazine strip on the home page and the article list.
 */
export function ArticleThumbnail({
  article,
  className = '',
}: {
  article: ArticleSummary;
  className?: string;
}) {
  return (
    <span className="relative block">
      <img
        src={article.thumbnail}
        alt={article.title}
        width={THUMB_WIDTH}
        height={MAGAZINE_THUMBNAIL_HEIGHT}
        loading="lazy"
        decoding="async"
        style={{ height: MAGAZINE_THUMBNAIL_HEIGHT }}
        className={`w-full rounded-card bg-soft object-cover ${className}`}
      />
      {article.tag ? (
        <span className="absolute bottom-3 left-3 rounded-full bg-ink/85 px-3 py-1 text-xs font-semibold tracking-wide text-white">
          {article.tag}
        </span>
      ) : null}
    </span>
  );
}
