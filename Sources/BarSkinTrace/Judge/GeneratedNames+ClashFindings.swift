import BarSkinCore

extension GeneratedNames {
    /// One `duplicate` finding per set a clash leaves without its symbol: each but the first by name.
    static func clashFindings(_ clashes: [String: [ImageAsset]]) -> [Finding] {
        clashes.keys.sorted().flatMap { path in
            let sets = clashes[path]!
            return sets.dropFirst().map { set in
                Finding(kind: .duplicate, name: set.name, file: set.location,
                        message: "this image set and '\(sets[0].name)' at \(sets[0].location) both generate the asset symbol '.\(path)': "
                            + "Xcode gives it to '\(sets[0].name)', whose name sorts first")
            }
        }
    }
}
