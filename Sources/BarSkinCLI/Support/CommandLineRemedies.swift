import BarSkin

/// The command line's words for the fixes of core errors: the flags that fix them.
enum CommandLineRemedies {
    /// The text appended to a message with `remedy`, with its own separator.
    static func text(_ remedy: Remedy) -> String {
        switch remedy {
        case .luminanceMask: "; for dark art on a light background use --mask luminance"
        case .readingLuminance: " (--mask luminance)"
        case .largerSizeOrShrink: "; use a larger size, or --shrink to scale the caps down"
        case .raisePixelLimit: " (--max-pixels raises it)"
        case .otherOutputFolder: "; write into another folder with -o"
        case .outputSuffix: ", or a --suffix for its outputs' names (such as --suffix -shadow)"
        case .tileReachesImageSetOnly: "; --mode tile applies to the image set only"
        case .assumeUsedNames: " with --assume-used"
        case .listKnownFindings: " (--verbose lists them)"
        }
    }

    /// `error` with the flag that fixes it, as every command prints it.
    static func worded(_ error: any LocatedError) -> any LocatedError {
        error.worded(text)
    }
}
