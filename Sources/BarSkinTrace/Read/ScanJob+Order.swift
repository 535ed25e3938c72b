import BarSkinCore

extension ScanJob {
    /// The order to start `jobs` in: the largest files first, ties in input order. Scanning costs
    /// about a file's size, and one large file started last keeps one thread busy while the others
    /// wait (Home Assistant's 2 MB `MaterialDesignIcons.json` came after 1,600 Swift files).
    static func largestFirst(_ jobs: [ScanJob]) -> [Int] {
        let sizes = jobs.map(\.bytes)
        return jobs.indices.sorted { sizes[$0] != sizes[$1] ? sizes[$0] > sizes[$1] : $0 < $1 }
    }

    /// About how many bytes the job reads: its file's size (0 where there is none to read).
    private var bytes: Int {
        switch self {
        case .document(let path), .source(let path), .plist(let path), .skin(let path), .project(let path), .projectSpec(let path),
             .package(let path), .dataFile(let path), .callers(let path, _):
            FileBytes.size(of: path) ?? 0
        case .generatedPlist(_, let bytes): bytes.count
        case .imageSet, .namedSet, .looseImage: 0
        }
    }
}
