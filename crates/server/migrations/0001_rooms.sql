-- Rooms, their seats (a token's hash, never the token), every accepted action in order, and
-- the chat. Written for SQLite and Postgres alike.
CREATE TABLE rooms (
    code TEXT PRIMARY KEY,
    -- The match's setup as JSON, the server's secret seed included.
    setup TEXT NOT NULL,
    -- One more with every change to the match (an action, a take-back).
    version BIGINT NOT NULL,
    created_at BIGINT NOT NULL
);

CREATE TABLE seats (
    room TEXT NOT NULL REFERENCES rooms (code),
    seat BIGINT NOT NULL,
    -- "person" or a computer's level, as JSON.
    plan TEXT NOT NULL,
    name TEXT,
    token_hash TEXT,
    PRIMARY KEY (room, seat)
);

CREATE TABLE actions (
    room TEXT NOT NULL REFERENCES rooms (code),
    idx BIGINT NOT NULL,
    action TEXT NOT NULL,
    PRIMARY KEY (room, idx)
);

CREATE TABLE chat (
    room TEXT NOT NULL REFERENCES rooms (code),
    said_at BIGINT NOT NULL,
    name TEXT NOT NULL,
    line TEXT NOT NULL
);
