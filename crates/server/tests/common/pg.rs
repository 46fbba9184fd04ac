//! A throwaway PostgreSQL cluster in a scratch folder (PostgreSQL's `initdb` and `pg_ctl`,
//! which `cargo xtask test` installs).

use std::path::Path;
use tabula_pg_cluster::{Cluster, Durability};

/// A throwaway cluster on a free port, stopped (at once) when dropped.
pub struct Throwaway(pub Cluster);

impl Throwaway {
    pub fn start(dir: &Path) -> Throwaway {
        let cluster = Cluster::init(&dir.join("pg"), super::free_port(), Durability::Throwaway)
            .unwrap_or_else(|e| panic!("{e} (cargo xtask test installs PostgreSQL)"));
        cluster.start().unwrap_or_else(|e| panic!("{e}"));
        Throwaway(cluster)
    }

    pub fn url(&self) -> String {
        self.0.url()
    }
}

impl Drop for Throwaway {
    fn drop(&mut self) {
        if let Err(e) = self.0.stop_now() {
            eprintln!("{e}");
        }
    }
}
