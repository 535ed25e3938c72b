extension AssetSymbol {
    /// A stretch of a name that is all letters or all digits.
    struct Run {
        var text: String
        var isNumber: Bool

        /// `CS`, `IMG`, `A`: a word Xcode keeps in capitals and keeps apart from numbers.
        var isCapitals: Bool { !isNumber && text.allSatisfy(\.isUppercase) }
    }

    /// The runs of a name: words end at anything not a letter or digit (which is
    /// dropped), and again where letters and digits meet.
    static func runs(of name: String) -> [Run] {
        var runs: [Run] = []
        var current = Run(text: "", isNumber: false)
        for character in name {
            guard character.isLetter || character.isNumber else {
                if !current.text.isEmpty { runs.append(current) }
                current.text = ""
                continue
            }
            if !current.text.isEmpty && character.isNumber != current.isNumber {
                runs.append(current)
                current.text = ""
            }
            if current.text.isEmpty { current.isNumber = character.isNumber }
            current.text.append(character)
        }
        if !current.text.isEmpty { runs.append(current) }
        return runs
    }

    /// The runs joined as Xcode joins them, the first as written: later runs start
    /// upper-case (`users-gear 1` → `usersGear1`, `24px` → `24Px`), and a `_` goes
    /// between two numbers or between a number and an all-capitals run (`A-1-1-0` → `A_1_1_0`).
    /// `startsWithUnderscore` says the first two runs were joined by one, which the
    /// Objective-C constant repeats after its prefix (`ACImageName_A_1`).
    ///
    /// The `_` beside capitals is kept to names with no lower-case letter before the join: inside a word
    /// name an acronym runs on into the number (`Passwords-DDG-96x96` → `PasswordsDDG96X96`,
    /// DuckDuckGo's generated `.passwordsDDG96X96`), and a letter after a number starts a word.
    ///
    /// A number followed by an all-capitals run (`24PX` → `24_PX`) is inferred from
    /// the opposite order; no generated file shows it.
    static func joinedWords(_ name: String) -> (text: String, startsWithUnderscore: Bool) {
        let runs = runs(of: name)
        guard var text = runs.first?.text else { return ("", false) }
        var startsWithUnderscore = false
        for index in runs.indices.dropFirst() {
            let previous = runs[index - 1], run = runs[index]
            // Side by side, `1` and `1` would read as `11`, and `A` and `1` as a word Xcode keeps apart.
            let capitalsJoin = previous.isNumber ? run.isCapitals : previous.isCapitals && run.isNumber
            if previous.isNumber && run.isNumber || capitalsJoin && !text.contains(where: \.isLowercase) {
                if index == 1 { startsWithUnderscore = true }
                text += "_"
            }
            text += run.isNumber ? run.text : run.text.prefix(1).uppercased() + run.text.dropFirst()
        }
        return (text, startsWithUnderscore)
    }

    /// The first word lower-cased as Xcode does: one leading capital (`GateIN` → `gateIN`),
    /// or a leading run of them but its last, which starts the next word (`VPNWidgetIcon` →
    /// `vpnWidgetIcon`); capitals not followed by a lower-case letter stay (`CS`, `AL_0`).
    static func lowerFirstWord(_ text: String) -> String {
        let capitals = text.prefix(while: \.isUppercase).count
        guard capitals > 0, let next = text.dropFirst(capitals).first, next.isLowercase else { return text }
        let lowered = max(capitals - 1, 1)
        return text.prefix(lowered).lowercased() + text.dropFirst(lowered)
    }
}
