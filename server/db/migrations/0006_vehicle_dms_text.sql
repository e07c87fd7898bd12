-- jsonb has no implicit cast to text: say how (the record keeps its content; key order becomes jsonb's).
ALTER TABLE "vehicles" ALTER COLUMN "dms" SET DATA TYPE text USING "dms"::text;
