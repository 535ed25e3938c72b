extension String {
    /// The size a streamed report's pieces reach before they are handed on:
    /// large enough that a sink writes few times, small enough that a report of
    /// 400,000 findings is never held whole.
    package static let reportPieceBytes = 1 << 16

    /// Hands this text to `sink` and empties it once it has reached
    /// ``reportPieceBytes``: how every streamed report (text, JSON, SARIF, HTML, Xcode, GitHub) is cut.
    package mutating func handOn(ifFullTo sink: (String) -> Void) {
        guard utf8.count >= Self.reportPieceBytes else { return }
        sink(self)
        self = ""
    }
}
