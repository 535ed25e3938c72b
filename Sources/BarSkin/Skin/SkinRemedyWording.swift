import BarSkinArt
import BarSkinCore

/// A skin file's words for the fixes of core errors: the keys a skin sets
/// where the command line would name a flag.
enum SkinRemedyWording {
    /// The text appended to a message with `remedy`, or nil for a fix a skin has no key for
    /// (the front end running the build words those).
    static func text(_ remedy: Remedy) -> String? {
        switch remedy {
        case .luminanceMask: "; for dark art on a light background use mask-mode: luminance"
        case .readingLuminance: " (mask-mode: luminance)"
        // A skin has no way to scale caps down: its sizes always keep them whole.
        case .largerSizeOrShrink: "; list a larger size in 'sizes'"
        case .tileReachesImageSetOnly: ", so 'mode: tile' applies to the image set and sized PNGs only"
        case .raisePixelLimit, .otherOutputFolder, .outputSuffix, .assumeUsedNames, .listKnownFindings: nil
        }
    }

    /// `error` as a skin build reports it.
    static func worded(_ error: any LocatedError) -> any LocatedError {
        error.worded(text)
    }
}
