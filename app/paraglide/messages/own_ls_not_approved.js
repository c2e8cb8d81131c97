/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ reason: NonNullable<unknown> }} Own_Ls_Not_ApprovedInputs */

const en_own_ls_not_approved = /** @type {(inputs: Own_Ls_Not_ApprovedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Not approved: ${i?.reason}. Edit it to send it again.`)
};

const de_own_ls_not_approved = /** @type {(inputs: Own_Ls_Not_ApprovedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Nicht freigegeben: ${i?.reason}. Bearbeite den Eintrag, um ihn erneut einzureichen.`)
};

const fr_own_ls_not_approved = /** @type {(inputs: Own_Ls_Not_ApprovedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Non approuvé : ${i?.reason}. Modifiez-le pour le renvoyer.`)
};

const es_own_ls_not_approved = /** @type {(inputs: Own_Ls_Not_ApprovedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`No aprobado: ${i?.reason}. Edítalo para enviarlo de nuevo.`)
};

const pt_br2_own_ls_not_approved = /** @type {(inputs: Own_Ls_Not_ApprovedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Não aprovado: ${i?.reason}. Edite para enviar de novo.`)
};

const ja_own_ls_not_approved = /** @type {(inputs: Own_Ls_Not_ApprovedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`未承認：${i?.reason}。編集して再提出してください。`)
};

const ko_own_ls_not_approved = /** @type {(inputs: Own_Ls_Not_ApprovedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`승인되지 않음: ${i?.reason}. 수정해서 다시 제출하세요.`)
};

/**
* | output |
* | --- |
* | "Not approved: {reason}. Edit it to send it again." |
*
* @param {Own_Ls_Not_ApprovedInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const own_ls_not_approved = /** @type {((inputs: Own_Ls_Not_ApprovedInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Own_Ls_Not_ApprovedInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_own_ls_not_approved(inputs)
	if (locale === "fr") return fr_own_ls_not_approved(inputs)
	if (locale === "es") return es_own_ls_not_approved(inputs)
	if (locale === "pt-BR") return pt_br2_own_ls_not_approved(inputs)
	if (locale === "ja") return ja_own_ls_not_approved(inputs)
	if (locale === "ko") return ko_own_ls_not_approved(inputs)
	return en_own_ls_not_approved(inputs)
});