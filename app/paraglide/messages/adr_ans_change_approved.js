/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown> }} Adr_Ans_Change_ApprovedInputs */

const en_adr_ans_change_approved = /** @type {(inputs: Adr_Ans_Change_ApprovedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Changes to "${i?.name}" approved.`)
};

const de_adr_ans_change_approved = /** @type {(inputs: Adr_Ans_Change_ApprovedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Änderungen an „${i?.name}“ angenommen.`)
};

const fr_adr_ans_change_approved = /** @type {(inputs: Adr_Ans_Change_ApprovedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Modifications de « ${i?.name} » approuvées.`)
};

const es_adr_ans_change_approved = /** @type {(inputs: Adr_Ans_Change_ApprovedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Cambios en «${i?.name}» aprobados.`)
};

const pt_br2_adr_ans_change_approved = /** @type {(inputs: Adr_Ans_Change_ApprovedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Alterações em “${i?.name}” aprovadas.`)
};

const ja_adr_ans_change_approved = /** @type {(inputs: Adr_Ans_Change_ApprovedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`「${i?.name}」の変更を承認しました。`)
};

const ko_adr_ans_change_approved = /** @type {(inputs: Adr_Ans_Change_ApprovedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`‘${i?.name}’의 변경을 승인했습니다.`)
};

/**
* | output |
* | --- |
* | "Changes to \"{name}\" approved." |
*
* @param {Adr_Ans_Change_ApprovedInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const adr_ans_change_approved = /** @type {((inputs: Adr_Ans_Change_ApprovedInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Adr_Ans_Change_ApprovedInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_adr_ans_change_approved(inputs)
	if (locale === "fr") return fr_adr_ans_change_approved(inputs)
	if (locale === "es") return es_adr_ans_change_approved(inputs)
	if (locale === "pt-BR") return pt_br2_adr_ans_change_approved(inputs)
	if (locale === "ja") return ja_adr_ans_change_approved(inputs)
	if (locale === "ko") return ko_adr_ans_change_approved(inputs)
	return en_adr_ans_change_approved(inputs)
});