-- Verifiable dice, resignations and claims, rematches, closed rooms, and the records of
-- finished matches. Written for SQLite and Postgres alike.

-- The secret the room's throws are drawn from (hex); NULL for a room of the first schema,
-- whose match draws from the seed in its setup.
ALTER TABLE rooms ADD COLUMN secret TEXT;
-- 1 when the commitment is published and the secret revealed at the end.
ALTER TABLE rooms ADD COLUMN verifiable BIGINT NOT NULL DEFAULT 0;
-- The room's match number: one more with every rematch.
ALTER TABLE rooms ADD COLUMN round BIGINT NOT NULL DEFAULT 1;
-- How the match ended when not by the rules (a resignation, a claim), as JSON.
ALTER TABLE rooms ADD COLUMN forfeit TEXT;
-- When the room was closed, everyone gone for long; a closed room is not resumed.
ALTER TABLE rooms ADD COLUMN closed_at BIGINT;

-- Each seat's contribution to the dice (a u64, stored as its two's complement).
ALTER TABLE seats ADD COLUMN contribution BIGINT NOT NULL DEFAULT 0;

-- Every finished (or closed) match of every room, as the players keep it: the match, its
-- end and its dice's proof, as JSON.
CREATE TABLE records (
    room TEXT NOT NULL REFERENCES rooms (code),
    round BIGINT NOT NULL,
    record TEXT NOT NULL,
    kept_at BIGINT NOT NULL,
    PRIMARY KEY (room, round)
);
