extension TraceReport {
    /// The report with only the findings of `kinds` about assets of `types` (`--kind`, `--asset-type`); nil
    /// selects every kind or type. The others are left out of every format and of the exit status, as ignored ones are.
    public func selecting(kinds: Set<Finding.Kind>?, types: Set<AssetType>?) -> TraceReport {
        guard kinds != nil || types != nil else { return self }
        var copy = self
        copy.findings = findings.filter { finding in
            (kinds?.contains(finding.kind) ?? true) && (types?.contains(finding.assetType) ?? true)
        }
        return copy
    }
}
