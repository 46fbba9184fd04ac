-- Which server process owns each live room, for servers sharing one Postgres database
-- (`tabula-server --cluster`): the owner renews its lease; once it has run out, another
-- process may take the room over. Unused on SQLite, where one process owns every room.
CREATE TABLE room_leases (
    code TEXT PRIMARY KEY REFERENCES rooms (code),
    -- The owning process's id, new each time a process starts.
    owner TEXT NOT NULL,
    -- Where the other processes reach it (host:port), to pass a room's players on.
    address TEXT NOT NULL,
    -- In milliseconds since 1970 by the database's clock, the one clock every process
    -- shares.
    expires_at BIGINT NOT NULL
);
