import BarSkinCore

/// Image sets whose variants fall short of the languages the app ships: a localized set without some of them (their
/// users see the development language's art), and left-pointing art (a back button, a chevron) with no
/// `language-direction` in an app with a right-to-left localization, where it points the wrong way.
struct VariantGaps {
    /// The app's localizations by language code (`ar` for `ar-SA`), `Base` left out.
    let languages: Set<String>

    /// The languages of `localizations` (`knownRegions`, `.lproj` folder names).
    init(localizations: Set<String>) {
        languages = Set(localizations.filter { $0 != "Base" }.map(Self.language))
    }

    /// Languages written right to left, by code (`iw` is Hebrew's old one).
    static let rightToLeft: Set<String> = ["ar", "he", "iw", "fa", "ur", "ps", "yi", "ug", "ckb", "dv", "sd"]

    /// Words of a set's name that say its art points left, so that a right-to-left layout needs it mirrored.
    static let pointingWords: Set<String> = ["back", "chevron", "disclosure", "previous", "prev",
                                             // One lower-case word where a name runs them together (ello's `backbutton`).
                                             "backbutton", "backarrow", "backicon", "backchevron"]
    /// Words that say left-pointing beside an arrow word (`arrow-left`, `leftCaret`).
    static let arrowWords: Set<String> = ["arrow", "caret", "triangle", "pointer"]

    /// The findings for `asset`, an image set.
    func findings(for asset: ImageAsset) -> [Finding] {
        guard asset.kind == .imageset, asset.setType == .imageSet, languages.count > 1 else { return [] }
        var findings: [Finding] = []
        let contents = asset.location + "/Contents.json"
        if !asset.locales.isEmpty {
            let lacking = languages.subtracting(asset.locales.map(Self.language)).sorted()
            if !lacking.isEmpty {
                findings.append(Finding(kind: .variantGap, name: asset.name, file: contents,
                                        message: "the image set '\(asset.name)' is localized, but not for \(lacking.joined(separator: ", ")), "
                                            + "which the app ships: those users see the development language's art"))
            }
        }
        if !asset.hasLanguageDirections, asset.locales.isEmpty, Self.pointsLeft(asset.name),
           let language = languages.sorted().first(where: Self.rightToLeft.contains) {
            findings.append(Finding(kind: .variantGap, name: asset.name, file: contents,
                                    message: "the image set '\(asset.name)' looks like left-pointing art but has no language direction, "
                                        + "and the app ships '\(language)', written right to left: set its Direction in Xcode, or flip it in code"))
        }
        return findings
    }

    /// Whether a set's name says its art points left: a word of ``pointingWords`` or `left` beside an
    /// ``arrowWords`` word, and no `up`, `down` or `right`; only the last path component counts.
    static func pointsLeft(_ name: String) -> Bool {
        let words = Set(nameWords(PathText.fileName(of: name)))
        guard words.isDisjoint(with: ["up", "down", "right", "forward", "next"]) else { return false }
        return !words.isDisjoint(with: pointingWords) || (words.contains("left") && !words.isDisjoint(with: arrowWords))
    }

    /// The lower-cased words of a name: split at `_`, `-`, `.`, spaces, digits and lower-to-upper case changes.
    static func nameWords(_ name: String) -> [String] {
        var words: [String] = [], current = ""
        var previousIsLower = false
        for character in name {
            if !character.isLetter {
                if !current.isEmpty { words.append(current) }
                current = ""
                previousIsLower = false
                continue
            }
            if character.isUppercase, previousIsLower, !current.isEmpty {
                words.append(current)
                current = ""
            }
            current += character.lowercased()
            previousIsLower = character.isLowercase
        }
        if !current.isEmpty { words.append(current) }
        return words
    }

    /// `ar` for `ar-SA`, `ar_SA` and `ar`; `zh-Hans` stays whole (its scripts are languages of their own to a catalog).
    static func language(_ locale: String) -> String {
        let parts = locale.split(whereSeparator: { $0 == "-" || $0 == "_" })
        guard let first = parts.first else { return locale }
        if first == "zh", parts.count > 1 { return locale.replacingOccurrences(of: "_", with: "-") }
        return first.lowercased()
    }
}
