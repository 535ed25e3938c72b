import BarSkinCore

extension CallSiteScanner {
    /// A SwiftGen, R.swift or Objective-C generated name starting at `index`, as a call that loads its asset.
    func accessorCall(at index: Int, generated: GeneratedNames) -> CallSite? {
        guard let word = tokens[index].identifier, index == 0 || !tokens[index - 1].isPunctuation(".") else { return nil }
        if source == .objc, word.hasPrefix("ACImageName"), generated.knowsObjCConstants {
            let argument: CallSite.Argument = generated.setName(forObjCConstant: word).map { .name($0) } ?? .symbol(word)
            return CallSite(argument: argument, location: tokens[index], role: "ACImageName")
        }
        var chain = [word]
        var position = index + 1
        while position + 1 < tokens.count, tokens[position].isPunctuation("."), let part = tokens[position + 1].identifier {
            chain.append(part)
            position += 2
        }
        guard chain.count >= 2, let (asset, role) = generated.accessorAsset(chain) else { return nil }
        return CallSite(argument: .name(asset), location: tokens[index], role: role)
    }
}
