@testable import BarSkin
import Foundation
import Testing

@Test func dumpFixture() throws {
    let folder = TemporaryFolder()
    TraceFixtureProject.write(to: folder.url)
    FileManager.default.changeCurrentDirectoryPath(folder.path)
    let report = Tracer().trace(["."])
    print(TraceTextReport.text(report))
    print(TraceJSONReport.json(report).rendered())
    if let dest = ProcessInfo.processInfo.environment["DUMP_FIXTURE"] { TraceFixtureProject.write(to: URL(fileURLWithPath: dest)) }
}
