-- A review counts under its rating rounded half up to the whole star (4.5 under 5, 0.5 under 1; shared
-- starBucketOf), no longer rounded down: row 0 of every review_totals target is counted again from its
-- visible reviews (a salon review by its four scores' mean to the half star, half up).
UPDATE "review_totals" t SET "stars_1" = n.s1, "stars_2" = n.s2, "stars_3" = n.s3, "stars_4" = n.s4, "stars_5" = n.s5
FROM (
  SELECT target, target_id,
    count(*) FILTER (WHERE b = 1)::int AS s1, count(*) FILTER (WHERE b = 2)::int AS s2,
    count(*) FILTER (WHERE b = 3)::int AS s3, count(*) FILTER (WHERE b = 4)::int AS s4,
    count(*) FILTER (WHERE b = 5)::int AS s5
  FROM (
    SELECT 'product' AS target, product_id AS target_id, least(5, greatest(1, (rating_halves + 1) / 2)) AS b
    FROM product_reviews WHERE status = 'visible'
    UNION ALL
    SELECT target, target_id, least(5, greatest(1, (round(s / 4.0)::int + 1) / 2)) AS b
    FROM (
      SELECT CASE WHEN sc.criterion IN (1, 2, 3, 4) THEN 'store' ELSE 'stylist' END AS target,
        CASE WHEN sc.criterion IN (1, 2, 3, 4) THEN r.store_id ELSE r.stylist_id END AS target_id,
        r.id, sum(sc.rating_halves)::int AS s
      FROM salon_reviews r JOIN salon_review_scores sc ON sc.review_id = r.id
      WHERE r.status = 'visible'
      GROUP BY 1, 2, r.id
    ) per_review
  ) x
  GROUP BY target, target_id
) n
WHERE t.target = n.target AND t.target_id = n.target_id AND t.criterion = 0;
