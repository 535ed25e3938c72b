import BarSkinCore

extension GeneratedNames {
    /// One `duplicate` finding per clash, at the later set.
    static func clashFindings(_ clashes: [String: [ImageAsset]]) -> [Finding] {
        clashes.keys.sorted().map { path in
            let sets = clashes[path]!
            let others = sets.dropLast().map { "'\($0.name)' at \($0.location)" }.joined(separator: " and ")
            return Finding(kind: .duplicate, name: sets.last!.name, file: sets.last!.location,
                           message: "this image set and \(others) both generate the asset symbol '.\(path)', so Xcode generates neither")
        }
    }
}
