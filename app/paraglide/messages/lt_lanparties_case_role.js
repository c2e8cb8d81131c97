/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Lt_Lanparties_Case_RoleInputs */

const en_lt_lanparties_case_role = /** @type {(inputs: Lt_Lanparties_Case_RoleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Organizer of a 200-seat weekend LAN (fictional example)`)
};

const de_lt_lanparties_case_role = /** @type {(inputs: Lt_Lanparties_Case_RoleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Veranstalter einer Wochenend-LAN mit 200 Plätzen (fiktives Beispiel)`)
};

const fr_lt_lanparties_case_role = /** @type {(inputs: Lt_Lanparties_Case_RoleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Organisateur d’une LAN de 200 places le week-end (exemple fictif)`)
};

const es_lt_lanparties_case_role = /** @type {(inputs: Lt_Lanparties_Case_RoleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Organizador de una LAN de fin de semana con 200 puestos (ejemplo ficticio)`)
};

const pt_br2_lt_lanparties_case_role = /** @type {(inputs: Lt_Lanparties_Case_RoleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Organizador de uma LAN de fim de semana com 200 lugares (exemplo fictício)`)
};

const ja_lt_lanparties_case_role = /** @type {(inputs: Lt_Lanparties_Case_RoleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`200席の週末LANパーティー主催者（架空の例）`)
};

const ko_lt_lanparties_case_role = /** @type {(inputs: Lt_Lanparties_Case_RoleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`200석 규모 주말 LAN 파티 주최자(가상의 예)`)
};

/**
* | output |
* | --- |
* | "Organizer of a 200-seat weekend LAN (fictional example)" |
*
* @param {Lt_Lanparties_Case_RoleInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const lt_lanparties_case_role = /** @type {((inputs?: Lt_Lanparties_Case_RoleInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Lt_Lanparties_Case_RoleInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_lt_lanparties_case_role(inputs)
	if (locale === "fr") return fr_lt_lanparties_case_role(inputs)
	if (locale === "es") return es_lt_lanparties_case_role(inputs)
	if (locale === "pt-BR") return pt_br2_lt_lanparties_case_role(inputs)
	if (locale === "ja") return ja_lt_lanparties_case_role(inputs)
	if (locale === "ko") return ko_lt_lanparties_case_role(inputs)
	return en_lt_lanparties_case_role(inputs)
});