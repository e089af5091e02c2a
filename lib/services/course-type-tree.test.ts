/** @jest-environment node */
import { buildCourseTypeTree } from './course-type-tree'

describe('buildCourseTypeTree', () => {
  it('nests children under parents in order and drops orphans', () => {
    const tree = buildCourseTypeTree([
      { id: 1, parentId: null, typeName: '职场技能' },
      { id: 2, parentId: 1, typeName: '办公软件' },
      { id: 3, parentId: null, typeName: '管理' },
      { id: 4, parentId: 1, typeName: '沟通' },
      { id: 5, parentId: 99, typeName: '孤儿' },
    ])
    expect(tree).toEqual([
      {
        courseTypeId: 1,
        typeName: '职场技能',
        children: [
          { courseTypeId: 2, typeName: '办公软件', children: [] },
          { courseTypeId: 4, typeName: '沟通', children: [] },
        ],
      },
      { courseTypeId: 3, typeName: '管理', children: [] },
    ])
  })
})
