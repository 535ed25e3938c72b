#import <SenTestingKit/SenTestingKit.h>

@interface LogicTests : SenTestCase
@end

@implementation LogicTests
- (void)testStray { STAssertNil([UIImage imageNamed:@"stray"], nil); }
@end
