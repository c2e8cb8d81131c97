/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Mail_Changes_Rejected_NoteInputs */

const en_mail_changes_rejected_note = /** @type {(inputs: Mail_Changes_Rejected_NoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The public listing keeps its last approved details. You can edit it again from your dashboard.`)
};

const de_mail_changes_rejected_note = /** @type {(inputs: Mail_Changes_Rejected_NoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Der öffentliche Eintrag behält die zuletzt freigegebenen Angaben. Sie können ihn in Ihrem Dashboard erneut bearbeiten.`)
};

const fr_mail_changes_rejected_note = /** @type {(inputs: Mail_Changes_Rejected_NoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La fiche publique conserve ses dernières informations approuvées. Vous pouvez la modifier à nouveau depuis votre tableau de bord.`)
};

const es_mail_changes_rejected_note = /** @type {(inputs: Mail_Changes_Rejected_NoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`El anuncio público conserva sus últimos datos aprobados. Puedes editarlo de nuevo desde tu panel.`)
};

const pt_br2_mail_changes_rejected_note = /** @type {(inputs: Mail_Changes_Rejected_NoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`O anúncio público mantém os últimos dados aprovados. Você pode editá-lo de novo no seu painel.`)
};

const ja_mail_changes_rejected_note = /** @type {(inputs: Mail_Changes_Rejected_NoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`公開中の掲載は最後に承認された情報のままです。ダッシュボードから再度編集できます。`)
};

const ko_mail_changes_rejected_note = /** @type {(inputs: Mail_Changes_Rejected_NoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`공개 등록 정보는 마지막으로 승인된 내용을 유지합니다. 대시보드에서 다시 수정할 수 있습니다.`)
};

/**
* | output |
* | --- |
* | "The public listing keeps its last approved details. You can edit it again from your dashboard." |
*
* @param {Mail_Changes_Rejected_NoteInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const mail_changes_rejected_note = /** @type {((inputs?: Mail_Changes_Rejected_NoteInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Changes_Rejected_NoteInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_mail_changes_rejected_note(inputs)
	if (locale === "fr") return fr_mail_changes_rejected_note(inputs)
	if (locale === "es") return es_mail_changes_rejected_note(inputs)
	if (locale === "pt-BR") return pt_br2_mail_changes_rejected_note(inputs)
	if (locale === "ja") return ja_mail_changes_rejected_note(inputs)
	if (locale === "ko") return ko_mail_changes_rejected_note(inputs)
	return en_mail_changes_rejected_note(inputs)
});