/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ kind: NonNullable<unknown>, when: NonNullable<unknown>, owner: NonNullable<unknown> }} Adr_Rejected_LineInputs */

const en_adr_rejected_line = /** @type {(inputs: Adr_Rejected_LineInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.kind} · rejected ${i?.when} · by owner ${i?.owner}`)
};

const de_adr_rejected_line = /** @type {(inputs: Adr_Rejected_LineInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.kind} · abgelehnt ${i?.when} · von Inhaber ${i?.owner}`)
};

const fr_adr_rejected_line = /** @type {(inputs: Adr_Rejected_LineInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.kind} · refusé ${i?.when} · propriétaire ${i?.owner}`)
};

const es_adr_rejected_line = /** @type {(inputs: Adr_Rejected_LineInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.kind} · rechazado ${i?.when} · del propietario ${i?.owner}`)
};

const pt_br2_adr_rejected_line = /** @type {(inputs: Adr_Rejected_LineInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.kind} · rejeitado ${i?.when} · do proprietário ${i?.owner}`)
};

const ja_adr_rejected_line = /** @type {(inputs: Adr_Rejected_LineInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.kind} · ${i?.when} に却下 · オーナー ${i?.owner}`)
};

const ko_adr_rejected_line = /** @type {(inputs: Adr_Rejected_LineInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.kind} · ${i?.when} 거부 · 소유자 ${i?.owner}`)
};

/**
* | output |
* | --- |
* | "{kind} · rejected {when} · by owner {owner}" |
*
* @param {Adr_Rejected_LineInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const adr_rejected_line = /** @type {((inputs: Adr_Rejected_LineInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Adr_Rejected_LineInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_adr_rejected_line(inputs)
	if (locale === "fr") return fr_adr_rejected_line(inputs)
	if (locale === "es") return es_adr_rejected_line(inputs)
	if (locale === "pt-BR") return pt_br2_adr_rejected_line(inputs)
	if (locale === "ja") return ja_adr_rejected_line(inputs)
	if (locale === "ko") return ko_adr_rejected_line(inputs)
	return en_adr_rejected_line(inputs)
});