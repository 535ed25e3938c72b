/// Why talking to the decoder child failed, before it is known what became of the child.
enum VectorChildFailure: Error, Equatable {
    /// The child closed its socket or went away before answering in full.
    case ended
    /// The child did not answer within the time allowed.
    case timedOut
    /// The child answered something other than what was asked; the detail says what.
    case garbled(String)
}
