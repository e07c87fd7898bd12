-- A sync run records when it starts writing vehicles (and how many staged rows it writes), so a run killed while
-- writing is finished at the next start instead of being reported as having changed nothing.
ALTER TABLE "sync_runs" ADD COLUMN "staged" integer;