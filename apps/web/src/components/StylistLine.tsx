/**
 * A stylist's photo (the seed's square portrait), name and title: on the salon list, the booking form and the
 * appointment pages alike.
 */
export function StylistLine({
  stylist,
  size = 40,
}: {
  stylist: { name: string; title: string | null; image: string };
  size?: number;
}) {
  return (
    <span className="flex min-w-0 items-center gap-3">
      <img
        src={stylist.image}
        alt=""
        width={size}
        height={size}
        loading="lazy"
        decoding="async"
        style={{ width: size, height: size }}
        className="shrink-0 rounded-full bg-soft object-cover"
      />
      <span className="min-w-0 text-sm">
        <span className="block truncate font-medium">{stylist.name}</span>
        {stylist.title ? <span className="block truncate text-xs text-muted">{stylist.title}</span> : null}
      </span>
    </span>
  );
}
