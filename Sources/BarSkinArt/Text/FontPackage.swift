/// Where to get a font BarSkin's own docs and tests name, so that "not found"
/// can say what to install instead of leaving the user to search for it.
public struct FontPackage: Sendable, Hashable {
    /// The Debian and Ubuntu package (`apt-get install NAME`).
    public let debian: String
    /// The Homebrew cask (`brew install --cask NAME`), where there is one.
    public let homebrewCask: String?

    /// The packages of the families BarSkin's docs and tests use, keyed by lowercase family name.
    static let known: [String: FontPackage] = {
        let liberation = FontPackage(debian: FontFace.defaultFamilyPackage, homebrewCask: "font-liberation")
        let ipaGothic = FontPackage(debian: "fonts-ipafont-gothic", homebrewCask: "font-ipafont")
        let ipaMincho = FontPackage(debian: "fonts-ipafont-mincho", homebrewCask: "font-ipafont")
        return [
            "liberation sans": liberation, "liberation serif": liberation, "liberation mono": liberation,
            "ipagothic": ipaGothic, "ipapgothic": ipaGothic, "ipa gothic": ipaGothic,
            "ipamincho": ipaMincho, "ipapmincho": ipaMincho, "ipa mincho": ipaMincho,
            "kacstone": FontPackage(debian: "fonts-kacst-one", homebrewCask: nil),
            "dejavu sans": FontPackage(debian: "fonts-dejavu-core", homebrewCask: "font-dejavu"),
            "noto sans": FontPackage(debian: "fonts-noto-core", homebrewCask: "font-noto-sans"),
        ]
    }()

    /// The package that installs `family`, or nil for a family BarSkin knows nothing of.
    public static func providing(_ family: String) -> FontPackage? {
        let key = family.lowercased()
        return known[key] ?? FontFace.metricCompatible[key].flatMap { known[$0.lowercased()] }
    }

    /// `install fonts-ipafont-gothic (Debian, Ubuntu) or brew install --cask font-ipafont (macOS)`.
    public var installHint: String {
        "install \(debian) (Debian, Ubuntu)" + (homebrewCask.map { " or brew install --cask \($0) (macOS)" } ?? "")
    }
}
