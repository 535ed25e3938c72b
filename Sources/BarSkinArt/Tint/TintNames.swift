import BarSkinCore

/// How `tint` names its two outputs: `STEM-normal` and `STEM-selected`, with the
/// mask's scale and device suffixes kept in Apple's order.
public enum TintNames {
    /// The output paths for an input path, suffixes kept in Apple's order:
    /// `icons/chat@2x~ipad.png` gives `icons/chat-normal@2x~ipad.png` and `icons/chat-selected@2x~ipad.png`.
    public static func outputPaths(for inputPath: String) -> (normal: String, selected: String) {
        // Plain string slicing: NSString path methods cost more than the rest of planning.
        let slash = inputPath.lastIndex(of: "/")
        let folder = slash.map { String(inputPath[...$0]) } ?? ""
        let name = intendedName(String(slash.map { inputPath[inputPath.index(after: $0)...] } ?? inputPath[...])).name
        func path(_ suffix: String) -> String { folder + name.withStem(name.stem + suffix).fileName }
        return (path("-normal"), path("-selected"))
    }

    /// `fileName` parsed the way its author meant it: a device suffix written before
    /// the scale (`chat~ipad@2x.png`, which UIKit does not read as a device) is moved
    /// after it, so the outputs come out in Apple's order. `misordered` tells which.
    static func intendedName(_ fileName: String) -> (name: AssetFileName, misordered: Bool) {
        var name = AssetFileName(parsing: fileName)
        guard name.device == nil, name.scale != 1, let tilde = name.stem.lastIndex(of: "~"),
              tilde != name.stem.startIndex else { return (name, false) }
        let device = name.stem[name.stem.index(after: tilde)...]
        guard !device.isEmpty, device.allSatisfy({ $0.isLetter }) else { return (name, false) }
        name.device = String(device)
        name.stem = String(name.stem[..<tilde])
        return (name, true)
    }

    /// The warning for an input whose name has its suffixes the wrong way round, if any.
    public static func nameWarnings(for input: String) -> [any LocatedError] {
        let (name, misordered) = intendedName(PathText.fileName(of: input))
        guard misordered, let device = name.device else { return [] }
        return [TintNote.misorderedSuffixes(device: device, scale: name.scale, applesName: name.fileName).located(at: input)]
    }

    /// Decodes a `--selected-fill` image, refusing pipes and devices as inputs are refused.
    /// - Throws: ``FileProblem/unreadable(reason:)`` or ``PNGDecodingError``.
    public static func decodeFill(at path: String, decoder: PNGDecoder) throws -> Bitmap {
        try decoder.decode(bytes: FileBytes.read(path), path: path).bitmap
    }
}
