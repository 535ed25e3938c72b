import BarSkinArt
import BarSkinCore

extension SkinBuilder.Report {
    /// Puts ``outputs`` in the one order every run reports them, whether it drew them or found
    /// them up to date from the quick index (which knows no plan order): skin by skin, each
    /// skin's catalogs' own Contents.json first, then item by item in the skin's order, each
    /// item's files by path. A script diffing two runs' lists sees only what changed.
    /// - Parameter skins: each skin file's (or command run's) item names, skins and items in the order given.
    mutating func order(skins: [(source: SkinSource, items: [String])]) {
        var skinRank: [SkinSource: Int] = [:], itemRank: [SkinSource: [String: Int]] = [:]
        for (index, skin) in skins.enumerated() {
            if skinRank[skin.source] == nil { skinRank[skin.source] = index }
            for (item, name) in skin.items.enumerated() where itemRank[skin.source]?[name] == nil { itemRank[skin.source, default: [:]][name] = item }
        }
        // Each output's rank worked out once, not at every comparison: thousands of outputs.
        var ranked = outputs.map { output in
            (skin: skinRank[output.source] ?? Int.max, shared: output.file.isShared ? 0 : 1,
             item: output.file.isShared ? 0 : itemRank[output.source]?[output.name] ?? Int.max, output: output)
        }
        ranked.sort { lhs, rhs in
            (lhs.skin, lhs.shared, lhs.item) != (rhs.skin, rhs.shared, rhs.item)
                ? (lhs.skin, lhs.shared, lhs.item) < (rhs.skin, rhs.shared, rhs.item) : lhs.output.file.path < rhs.output.file.path
        }
        outputs = ranked.map(\.output)
    }

    /// ``order(skins:)`` by the plan's tasks, which keep each skin's items in its order.
    mutating func order(by plan: SkinBuildPlan) {
        var skins: [(source: SkinSource, items: [String])] = []
        for task in plan.tasks {
            if skins.last?.source == task.source { skins[skins.count - 1].items.append(task.name) } else { skins.append((task.source, [task.name])) }
        }
        order(skins: skins)
    }
}
