/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Mail_Rejected_EditInputs */

const en_mail_rejected_edit = /** @type {(inputs: Mail_Rejected_EditInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`You can edit it from your dashboard and our team will review it again.`)
};

const de_mail_rejected_edit = /** @type {(inputs: Mail_Rejected_EditInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sie können den Eintrag in Ihrem Dashboard bearbeiten, und unser Team prüft ihn erneut.`)
};

const fr_mail_rejected_edit = /** @type {(inputs: Mail_Rejected_EditInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vous pouvez modifier la fiche depuis votre tableau de bord et notre équipe l’examinera à nouveau.`)
};

const es_mail_rejected_edit = /** @type {(inputs: Mail_Rejected_EditInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Puedes editarlo desde tu panel y nuestro equipo lo revisará de nuevo.`)
};

const pt_br2_mail_rejected_edit = /** @type {(inputs: Mail_Rejected_EditInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Você pode editá-lo no seu painel e nossa equipe vai analisá-lo de novo.`)
};

const ja_mail_rejected_edit = /** @type {(inputs: Mail_Rejected_EditInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ダッシュボードから編集すると、チームがもう一度審査します。`)
};

const ko_mail_rejected_edit = /** @type {(inputs: Mail_Rejected_EditInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`대시보드에서 수정하시면 저희 팀이 다시 검토합니다.`)
};

/**
* | output |
* | --- |
* | "You can edit it from your dashboard and our team will review it again." |
*
* @param {Mail_Rejected_EditInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const mail_rejected_edit = /** @type {((inputs?: Mail_Rejected_EditInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Rejected_EditInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_mail_rejected_edit(inputs)
	if (locale === "fr") return fr_mail_rejected_edit(inputs)
	if (locale === "es") return es_mail_rejected_edit(inputs)
	if (locale === "pt-BR") return pt_br2_mail_rejected_edit(inputs)
	if (locale === "ja") return ja_mail_rejected_edit(inputs)
	if (locale === "ko") return ko_mail_rejected_edit(inputs)
	return en_mail_rejected_edit(inputs)
});