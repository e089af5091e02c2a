'use client'
// 主题: the colour as a native picker and as #RRGGBB text (the same field), 课程分组标题 (its 质量提升 value switches to a
// preset pair), and beside them the preview of what the site will draw.
import { useWatch, type UseFormReturn } from 'react-hook-form'
import type { EditableSettings, SaveSettingsInput } from '@/lib/contract/schemas/admin-settings'
import { DEFAULT_THEME_COLOR, parseHexColor, QUALITY_IMPROVEMENT, QUALITY_IMPROVEMENT_PAIR } from '@/lib/theme'
import { SettingsSection } from './settings-fields'
import { ThemePreview } from './settings-preview'
import { TextField } from './text-field'

type Form = UseFormReturn<EditableSettings, unknown, SaveSettingsInput>

export function ThemeSection({ form, readOnly }: { form: Form; readOnly: boolean }) {
  const {
    register,
    setValue,
    control,
    formState: { errors },
  } = form
  const [color, groupTitle, tenantName, platformService] = useWatch({
    control,
    name: ['overallSubjectColor', 'courseGroupTitle', 'tenantName', 'isOpenPlatformService'],
  })
  const preset = groupTitle.trim() === QUALITY_IMPROVEMENT
  return (
    <SettingsSection id="theme" title="主题" description="按钮、页头、标签与手机底部导航使用的颜色">
      <div className="grid gap-6 xl:grid-cols-[minmax(0,1fr)_auto]">
        <div className="max-w-sm space-y-4">
          <TextField
            label="主题色"
            maxLength={7}
            spellCheck={false}
            autoComplete="off"
            placeholder={DEFAULT_THEME_COLOR}
            hint={
              preset
                ? `课程分组标题为「${QUALITY_IMPROVEMENT}」，使用预设配色（深蓝 ${QUALITY_IMPROVEMENT_PAIR.primary}、金色 ${QUALITY_IMPROVEMENT_PAIR.accent}），主题色暂不生效`
                : '#RRGGBB 格式；浅色会自动配深色文字，过亮的颜色会适当加深以保证文字清晰'
            }
            error={errors.overallSubjectColor?.message}
            addon={
              <input
                type="color"
                aria-label="取色器"
                data-testid="settings-color-picker"
                disabled={readOnly}
                value={parseHexColor(color) ?? DEFAULT_THEME_COLOR}
                onChange={(e) =>
                  setValue('overallSubjectColor', e.target.value, { shouldDirty: true, shouldValidate: true })
                }
                className="h-9 w-12 shrink-0 cursor-pointer rounded-md border border-gray-300 bg-white p-1 disabled:cursor-not-allowed"
              />
            }
            {...register('overallSubjectColor')}
          />
          <TextField
            label="课程分组标题"
            maxLength={30}
            autoComplete="off"
            hint={`填写「${QUALITY_IMPROVEMENT}」时全站使用质量提升预设配色；留空则使用主题色`}
            error={errors.courseGroupTitle?.message}
            {...register('courseGroupTitle')}
          />
        </div>
        <ThemePreview
          tenantName={tenantName}
          color={color}
          courseGroupTitle={groupTitle}
          platformService={platformService}
        />
      </div>
    </SettingsSection>
  )
}
