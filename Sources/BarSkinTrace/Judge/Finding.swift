import BarSkinCore
import Foundation

/// One problem `barskin trace` reports.
public struct Finding: Sendable, Hashable {
    /// What kind of problem.
    public enum Kind: String, Sendable, CaseIterable {
        /// Referenced, but no asset has that name.
        case missing
        /// Found only when ignoring case: fails on a case-sensitive device.
        case caseMismatch = "case-mismatch"
        /// No reference or pattern reaches the asset.
        case unused
        /// A scale the profile needs is absent (upscaled on device), or an empty catalog slot.
        case scaleGap = "scale-gap"
        /// Pixel size not a multiple of the scale, or point sizes differ between scales.
        case sizeMismatch = "size-mismatch"
        /// `name~ipad@2x.png`: suffixes in an order UIKit never finds.
        case misnamed
        /// Identical pixels under different names, or an image set shadowing loose files.
        case duplicate
        /// A dynamic name whose pattern matches everything or nothing.
        case unresolvableDynamic = "unresolvable-dynamic"
        /// No reference loads the image, but a string names it or a dynamic name could: check before deleting.
        case possiblyUsed = "possibly-used"
        /// On disk, but in no target's Copy Bundle Resources: no app or extension ships it.
        case notInBundle = "not-in-bundle"
        /// Under `DEVELOPMENT_ASSET_PATHS` or in `Preview Content`, and loaded by no preview, test or other code.
        case unusedDevelopmentAsset = "unused-development-asset"
        /// A catalog, group or folder of images none named, while data-driven names could load any image.
        case unreferencedGroup = "unreferenced-group"
        /// Shipped by a target that compiles the code, but not by others that compile it too (an extension
        /// that shares the file): only the code's path in those targets would show nothing.
        case missingInSomeTargets = "missing-in-some-targets"
        /// A localized image set without some of the app's localizations, or left-pointing art without a
        /// right-to-left variant in an app that ships a right-to-left language.
        case variantGap = "variant-gap"

        /// What the kind means, in one sentence: the rule's description in SARIF.
        public var summary: String {
            switch self {
            case .missing: "An image is referenced but no asset with its name reaches the app."
            case .caseMismatch: "An image name matches an asset only when ignoring case, which fails on a device."
            case .unused: "Nothing names the image, no string spells it and no convention loads it: safe to delete."
            case .scaleGap: "A scale the device needs is missing, so the image is scaled up, or a catalog slot is empty."
            case .sizeMismatch: "Pixel sizes are not a multiple of the scale, or point sizes differ between scales."
            case .misnamed: "Suffixes in an order imageNamed: never finds."
            case .duplicate: "The same pixels under different names, or one name that shadows another."
            case .unresolvableDynamic: "A dynamic image name that could be any image, or matches none."
            case .possiblyUsed: "No call loads the image, but a string, dynamic name or member of its name may: check before deleting."
            case .notInBundle: "The image is in no target's Copy Bundle Resources: no app or extension ships it."
            case .unusedDevelopmentAsset: "A preview-only image (development asset) that no preview, test or other code loads."
            case .unreferencedGroup: "No image of a catalog, group or folder is named anywhere, but data-driven names may load them."
            case .missingInSomeTargets: "A target that compiles the code ships the image, but other targets that compile it too do not."
            case .variantGap: "An image set is localized for only some of the app's languages, or left-pointing art has no right-to-left direction."
            }
        }

        /// ``summary`` for findings about `type`: the image's words made the type's (`A colour set is referenced …`).
        public func summary(for type: AssetType) -> String {
            guard type != .image else { return summary }
            return summary.replacingOccurrences(of: "An image", with: type.startingNoun)
                .replacingOccurrences(of: "The image", with: "The " + type.noun).replacingOccurrences(of: "the image", with: "the " + type.noun)
                .replacingOccurrences(of: "images", with: type.noun + "s").replacingOccurrences(of: " image ", with: " \(type.noun) ")
        }

        /// The rule a finding of this kind about `type` is in SARIF and a baseline's eyes: the kind (`unused`) for images,
        /// as before types, and `TYPE/KIND` (`color/unused`) for the others.
        public func ruleID(for type: AssetType) -> String {
            type == .image ? rawValue : type.rawValue + "/" + rawValue
        }

        /// Errors fail the run; everything else is a warning.
        public var severity: Severity {
            switch self {
            case .missing, .caseMismatch: .error
            default: .warning
            }
        }
    }

    /// How serious a finding is.
    public enum Severity: String, Sendable, Comparable {
        /// Fails the run.
        case error
        /// Fails the run only with `--warnings-as-errors`.
        case warning

        public static func < (lhs: Severity, rhs: Severity) -> Bool { lhs == .error && rhs == .warning }
    }

    /// The kind.
    public var kind: Kind
    /// What the finding is about: an image (image set, symbol set, loose file) or a colour set.
    public var assetType: AssetType = .image
    /// The image name, asset name or pattern the finding is about.
    public var name: String
    /// The file it points at.
    public var file: String
    /// 1-based line, nil when the finding is about a whole file.
    public var line: Int?
    /// 1-based column, nil when unknown.
    public var column: Int?
    /// A lowercase sentence fragment.
    public var message: String
    /// The Xcode targets the finding is about (a reference's image missing from their bundles), if any.
    public var targets: [String] = []
    /// What makes a possibly-used image possibly used: the strings and dynamic names that may load it.
    public var evidence: [FindingEvidence] = []
    /// The images an `unreferenced-group` finding stands for, by name; empty for every other kind.
    public var groupImages: [String] = []
    /// Whether the finding is in the `--baseline` report, so it does not count toward the exit status.
    public var isKnown = false

    /// A severity other than the kind's, where one rule of a kind is milder: a build setting naming no accent colour
    /// is `missing`, but Xcode only warns and the app runs with the system tint.
    public var severityOverride: Severity?

    /// The kind's severity, or the finding's own where it has one.
    public var severity: Severity { severityOverride ?? kind.severity }

    /// A finding; see the properties.
    public init(kind: Kind, name: String, file: String, line: Int? = nil, column: Int? = nil, message: String,
                targets: [String] = [], evidence: [FindingEvidence] = []) {
        self.targets = targets
        self.evidence = evidence
        self.kind = kind
        self.name = name
        self.file = file
        self.line = line.flatMap { $0 > 0 ? $0 : nil }
        self.column = self.line == nil ? nil : column.flatMap { $0 > 0 ? $0 : nil }
        self.message = message
    }

    /// Report order: file, line, column, kind, name.
    static func reportOrder(_ lhs: Finding, _ rhs: Finding) -> Bool {
        (lhs.file, lhs.line ?? 0, lhs.column ?? 0, lhs.kind.rawValue, lhs.name, lhs.message)
            < (rhs.file, rhs.line ?? 0, rhs.column ?? 0, rhs.kind.rawValue, rhs.name, rhs.message)
    }
}
