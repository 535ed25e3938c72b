import BarSkin

/// Where a diagnostic points: a file, and a line and column where it has them.
struct DiagnosticLocation {
    let path: String
    let line: Int?
    let column: Int?

    /// `PATH[:LINE[:COL]]` as `style` prints it: the path as given by default, made
    /// absolute from the working folder for Xcode (which opens only absolute paths);
    /// nil when there is no file (an error about no file in particular).
    func text(style: DiagnosticStyle) -> String? {
        guard !path.isEmpty else { return nil }
        // PathText.absolute is the rule trace --format xcode follows too.
        var text = style == .xcode ? PathText.absolute(path) : path
        if let line {
            text += ":\(line)"
            if let column { text += ":\(column)" }
        }
        return text
    }
}
