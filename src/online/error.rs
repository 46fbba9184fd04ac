//! What went wrong online, for a plain sentence in the player's language.

use tabula_protocol::RequestError;

/// Why the online side could not do what the player asked, for a plain sentence.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum OnlineError {
    /// No connection could be made (the server's address, or the network).
    Unreachable(String),
    /// The server speaks another version of the protocol.
    OtherVersion,
    /// The server ended the connection, and said why.
    SentAway(String),
    /// The server refused a request.
    Refused(RequestError),
    /// The referee refused a move (the board is put back as the server has it).
    MoveRefused(String),
}

impl OnlineError {
    /// The message id of its sentence, in the locale files.
    pub fn message_id(&self) -> &'static str {
        match self {
            OnlineError::Unreachable(_) => "online-error-unreachable",
            OnlineError::OtherVersion => "online-error-version",
            OnlineError::SentAway(_) => "online-error-sent-away",
            OnlineError::MoveRefused(_) => "online-error-move-refused",
            OnlineError::Refused(e) => match e {
                RequestError::UnknownRoom => "online-error-unknown-room",
                RequestError::NoFreeSeat | RequestError::SeatTaken => "online-error-room-full",
                RequestError::WrongToken => "online-error-seat-gone",
                RequestError::BadName => "online-error-name",
                RequestError::TooFast => "online-error-too-fast",
                RequestError::BadChat => "online-error-chat",
                RequestError::NobodyAway => "online-error-nobody-away",
                _ => "online-error-refused",
            },
        }
    }

    /// The details, for the log and the sentence's `detail`.
    pub fn detail(&self) -> String {
        match self {
            OnlineError::Unreachable(why)
            | OnlineError::SentAway(why)
            | OnlineError::MoveRefused(why) => why.clone(),
            OnlineError::OtherVersion => String::new(),
            OnlineError::Refused(e) => e.to_string(),
        }
    }
}
