/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ kind: NonNullable<unknown>, when: NonNullable<unknown>, owner: NonNullable<unknown> }} Adr_Change_LineInputs */

const en_adr_change_line = /** @type {(inputs: Adr_Change_LineInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.kind} · changes submitted ${i?.when} by ${i?.owner}`)
};

const de_adr_change_line = /** @type {(inputs: Adr_Change_LineInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.kind} · Änderungen eingereicht ${i?.when} von ${i?.owner}`)
};

const fr_adr_change_line = /** @type {(inputs: Adr_Change_LineInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.kind} · modifications soumises ${i?.when} par ${i?.owner}`)
};

const es_adr_change_line = /** @type {(inputs: Adr_Change_LineInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.kind} · cambios enviados ${i?.when} por ${i?.owner}`)
};

const pt_br2_adr_change_line = /** @type {(inputs: Adr_Change_LineInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.kind} · alterações enviadas ${i?.when} por ${i?.owner}`)
};

const ja_adr_change_line = /** @type {(inputs: Adr_Change_LineInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.kind} · ${i?.when} に ${i?.owner} が変更を提出`)
};

const ko_adr_change_line = /** @type {(inputs: Adr_Change_LineInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.kind} · ${i?.when}에 ${i?.owner}님이 변경 제출`)
};

/**
* | output |
* | --- |
* | "{kind} · changes submitted {when} by {owner}" |
*
* @param {Adr_Change_LineInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const adr_change_line = /** @type {((inputs: Adr_Change_LineInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Adr_Change_LineInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_adr_change_line(inputs)
	if (locale === "fr") return fr_adr_change_line(inputs)
	if (locale === "es") return es_adr_change_line(inputs)
	if (locale === "pt-BR") return pt_br2_adr_change_line(inputs)
	if (locale === "ja") return ja_adr_change_line(inputs)
	if (locale === "ko") return ko_adr_change_line(inputs)
	return en_adr_change_line(inputs)
});