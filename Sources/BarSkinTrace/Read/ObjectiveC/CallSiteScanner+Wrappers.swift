import BarSkinCore

extension CallSiteScanner {
    /// A call of one of the project's wrapper methods (the second pass): the
    /// argument for the wrapper's parameter goes into the wrapper's name.
    func wrapperCall(named name: String, at index: Int) -> CallSite? {
        // `[x part:arg]`, not the declaration `- (UIImage *)part:(NSString *)name`.
        guard let candidates = wrappers[name], isPunctuation(1, index, ":"), index > 0, !tokens[index - 1].isPunctuation(")"),
              var call = expressionCall(start: index + 2, role: "\(name):") else { return nil }
        // A call cannot say which class receives it: every wrapper of that selector part may load.
        call.wrappers = candidates
        return call
    }
}
