import BarSkinCore

extension TintBatch {
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
        let fileName = input.split(separator: "/").last.map(String.init) ?? input
        let (name, misordered) = intendedName(fileName)
        guard misordered, let device = name.device else { return [] }
        return [TintWarning.misorderedSuffixes(path: input, device: device, scale: name.scale, applesName: name.fileName)]
    }
}
