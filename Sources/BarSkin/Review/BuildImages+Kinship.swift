import BarSkinCore

extension BuildImages {
    /// Whether `folder`, its parent or its grandparent holds a build record: an output folder,
    /// or a catalog (or a group in one) or 9-patch folder inside one.
    static func hasRecord(_ folder: String) -> Bool { record(inOrAbove: folder) != nil }

    /// The build record in `folder`, its parent or its grandparent, the nearest first: a build's
    /// catalog and 9-patch folder are recorded in the output folder that holds them.
    static func record(inOrAbove folder: String) -> String? {
        var current = PathText.trimmingTrailingSlashes(folder)
        for _ in 0..<3 {
            if let name = BuildRecordName.records(in: current.isEmpty ? "." : current).first {
                return (current.isEmpty ? "" : current + "/") + name
            }
            let parent = PathText.folder(of: PathText.absolute(current))
            guard parent != current, !parent.isEmpty else { return nil }
            current = parent
        }
        return nil
    }

    /// The error for comparing a build with a folder of art no build recorded (masks, a
    /// designer's export) that has no image path in common with it: every image would be
    /// "added" and "removed", a report of the wrong folder. Two folders of art may be
    /// compared (a review of art before and after an export), and so may a build with art that
    /// shares some of its names (art drawn by hand, then by a skin).
    public static func unrelated(old: BuildImages, new: BuildImages) -> ReviewError? {
        guard old.isRecorded != new.isRecorded, !old.files.isEmpty, !new.files.isEmpty,
              Set(old.files.keys).isDisjoint(with: new.files.keys) else { return nil }
        let (art, build) = old.isRecorded ? (new, old) : (old, new)
        return ReviewProblem.unrelated(build: build.source).located(at: art.source)
    }
}
