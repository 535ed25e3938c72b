/// The hunks of a unified diff between two texts, as `git diff` writes them: three lines of context,
/// hunks merged when their context touches, and `\ No newline at end of file` after a last line without one.
/// Lines are matched by Myers' shortest edit script, so a project that only lost lines gets only `-` lines.
struct UnifiedDiff {
    /// The lines of the old text, each with its line break.
    let old: [Substring]
    /// The lines of the new text, each with its line break.
    let new: [Substring]

    /// The diff from `old` to `new`.
    init(old: String, new: String) {
        self.old = Self.lines(old)
        self.new = Self.lines(new)
    }

    /// The hunks, each from its `@@` line; empty when the texts are equal.
    var hunks: String {
        let script = Self.editScript(old, new)
        var text = "", index = 0
        while index < script.count {
            guard script[index] != .same else { index += 1; continue }
            // A hunk: back three lines of context, then on until three unchanged lines after the last change can't reach the next.
            var start = index
            while start > 0 && index - start < 3 && script[start - 1] == .same { start -= 1 }
            var end = index, sameRun = 0
            while end < script.count {
                if script[end] == .same {
                    if sameRun == 6 { break }
                    sameRun += 1
                } else {
                    sameRun = 0
                }
                end += 1
            }
            end -= max(0, sameRun - 3)
            text += hunk(script, from: start, to: end)
            index = end
        }
        return text
    }

    private enum Step: Equatable { case same, removed, added }

    private func hunk(_ script: [Step], from start: Int, to end: Int) -> String {
        var oldLine = 0, newLine = 0
        for step in script[..<start] {
            if step != .added { oldLine += 1 }
            if step != .removed { newLine += 1 }
        }
        var body = "", oldCount = 0, newCount = 0
        for step in script[start..<end] {
            let line: Substring
            switch step {
            case .same: line = old[oldLine + oldCount]; body += " "; oldCount += 1; newCount += 1
            case .removed: line = old[oldLine + oldCount]; body += "-"; oldCount += 1
            case .added: line = new[newLine + newCount]; body += "+"; newCount += 1
            }
            body += line
            if !line.hasSuffix("\n") { body += "\n\\ No newline at end of file\n" }
        }
        let range = { (first: Int, count: Int) in count == 1 ? "\(first + 1)" : "\(count == 0 ? first : first + 1),\(count)" }
        return "@@ -\(range(oldLine, oldCount)) +\(range(newLine, newCount)) @@\n" + body
    }

    /// Myers' shortest edit script from `a` to `b`, removals before additions at each place.
    private static func editScript(_ a: [Substring], _ b: [Substring]) -> [Step] {
        let n = a.count, m = b.count, offset = n + m + 1
        var frontier = [Int](repeating: 0, count: 2 * offset + 1)
        var history: [[Int]] = []
        search: for depth in 0...(n + m) {
            history.append(frontier)
            for diagonal in stride(from: -depth, through: depth, by: 2) {
                var x = diagonal == -depth || (diagonal != depth && frontier[offset + diagonal - 1] < frontier[offset + diagonal + 1])
                    ? frontier[offset + diagonal + 1] : frontier[offset + diagonal - 1] + 1
                var y = x - diagonal
                while x < n && y < m && a[x] == b[y] { x += 1; y += 1 }
                frontier[offset + diagonal] = x
                if x >= n && y >= m { break search }
            }
        }
        // Walk back: history[depth] is the frontier before that depth's edit.
        var steps: [Step] = [], x = n, y = m
        for depth in stride(from: history.count - 1, to: 0, by: -1) {
            let before = history[depth], diagonal = x - y
            let down = diagonal == -depth || (diagonal != depth && before[offset + diagonal - 1] < before[offset + diagonal + 1])
            let previous = down ? diagonal + 1 : diagonal - 1
            let startX = before[offset + previous], startY = startX - previous
            let middleX = down ? startX : startX + 1, middleY = down ? startY + 1 : startY
            while x > middleX && y > middleY { steps.append(.same); x -= 1; y -= 1 }
            steps.append(down ? .added : .removed)
            x = startX; y = startY
        }
        steps += Array(repeating: .same, count: x)
        return steps.reversed()
    }

    /// `text`'s lines, each keeping its `\n`; the last may lack one.
    static func lines(_ text: String) -> [Substring] {
        var lines: [Substring] = [], start = text.startIndex
        for index in text.indices where text[index] == "\n" {
            lines.append(text[start...index])
            start = text.index(after: index)
        }
        if start < text.endIndex { lines.append(text[start...]) }
        return lines
    }
}
