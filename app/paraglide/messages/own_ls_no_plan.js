/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Own_Ls_No_PlanInputs */

const en_own_ls_no_plan = /** @type {(inputs: Own_Ls_No_PlanInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Not on the map: no active plan.`)
};

const de_own_ls_no_plan = /** @type {(inputs: Own_Ls_No_PlanInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nicht auf der Karte: kein aktiver Plan.`)
};

const fr_own_ls_no_plan = /** @type {(inputs: Own_Ls_No_PlanInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Absent de la carte : aucune offre active.`)
};

const es_own_ls_no_plan = /** @type {(inputs: Own_Ls_No_PlanInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No aparece en el mapa: no hay un plan activo.`)
};

const pt_br2_own_ls_no_plan = /** @type {(inputs: Own_Ls_No_PlanInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fora do mapa: nenhum plano ativo.`)
};

const ja_own_ls_no_plan = /** @type {(inputs: Own_Ls_No_PlanInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`地図に未掲載：有効なプランがありません。`)
};

const ko_own_ls_no_plan = /** @type {(inputs: Own_Ls_No_PlanInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`지도에 없음: 활성 플랜이 없습니다.`)
};

/**
* | output |
* | --- |
* | "Not on the map: no active plan." |
*
* @param {Own_Ls_No_PlanInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const own_ls_no_plan = /** @type {((inputs?: Own_Ls_No_PlanInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Own_Ls_No_PlanInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_own_ls_no_plan(inputs)
	if (locale === "fr") return fr_own_ls_no_plan(inputs)
	if (locale === "es") return es_own_ls_no_plan(inputs)
	if (locale === "pt-BR") return pt_br2_own_ls_no_plan(inputs)
	if (locale === "ja") return ja_own_ls_no_plan(inputs)
	if (locale === "ko") return ko_own_ls_no_plan(inputs)
	return en_own_ls_no_plan(inputs)
});