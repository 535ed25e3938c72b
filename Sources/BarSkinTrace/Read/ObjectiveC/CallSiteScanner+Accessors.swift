import BarSkinCore

extension CallSiteScanner {
    /// Xcode's generated `ACImageNameX` constant at `index`, as a call that loads its set.
    func accessorCall(at index: Int, generated: GeneratedNames) -> CallSite? {
        guard let word = tokens[index].identifier, word.hasPrefix("ACImageName"), generated.knowsObjCConstants,
              index == 0 || !tokens[index - 1].isPunctuation(".") else { return nil }
        let argument: CallSite.Argument = generated.setName(forObjCConstant: word).map { .name($0) } ?? .symbol(word)
        return CallSite(argument: argument, location: tokens[index], role: "ACImageName")
    }
}
