import BarSkin
import FuzzDriver

/// libFuzzer's entry point: the bytes choose a skin, a first build, mutations of the
/// manifest, links and skin (``SkinStateMutation``), and a second build with `--prune`
/// (sometimes with `-o`). Whatever they choose, no file outside the second build's
/// output roots may change: a change stops the run (``SkinStateWorld/check(_:)``).
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzSkinState(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    var input = FuzzInput(Array(UnsafeBufferPointer(start: data, count: size)))
    guard let world = SkinStateWorld() else { return 0 }
    defer { world.remove() }
    world.build(items: SkinStateWorld.allItems, redirected: false, prune: false)
    let kept = SkinStateWorld.allItems.filter { _ in input.flag() }
    let redirected = input.byte() % 4 == 0
    var mutations: [SkinStateMutation] = []
    while !input.isEmpty && mutations.count < 12 { mutations.append(SkinStateMutation(input: &input)) }
    for mutation in mutations { mutation.apply(to: world, keeping: kept) }
    world.writeSkin(items: kept, catalog: mutations.lazy.compactMap(\.catalog).first)
    let before = world.snapshot(excludingOutputs: redirected)
    world.build(items: kept, redirected: redirected, prune: true)
    world.check(before, excludingOutputs: redirected, mutations: mutations)
    return 0
}

/// The program's entry point (SwiftPM's name for it): libFuzzer's driver, with the function above.
@_cdecl("fuzz_skin_state_main")
public func fuzzMain(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> CInt {
    bs_fuzz_run(argc, argv, fuzzSkinState)
}

/// The fuzzer's bytes, read from the front; zeros once they run out.
struct FuzzInput {
    private var bytes: ArraySlice<UInt8>

    init(_ bytes: [UInt8]) { self.bytes = bytes[...] }

    var isEmpty: Bool { bytes.isEmpty }

    mutating func byte() -> UInt8 { bytes.popFirst() ?? 0 }

    mutating func flag() -> Bool { byte() & 1 == 1 }

    /// One of `choices`, by the next byte.
    mutating func pick<T>(_ choices: [T]) -> T { choices[Int(byte()) % choices.count] }
}
