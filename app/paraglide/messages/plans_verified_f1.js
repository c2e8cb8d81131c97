/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Plans_Verified_F1Inputs */

const en_plans_verified_f1 = /** @type {(inputs: Plans_Verified_F1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Verified listing on the map and directory`)
};

const de_plans_verified_f1 = /** @type {(inputs: Plans_Verified_F1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Verifizierter Eintrag auf der Karte und im Verzeichnis`)
};

const fr_plans_verified_f1 = /** @type {(inputs: Plans_Verified_F1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fiche vérifiée sur la carte et dans l’annuaire`)
};

const es_plans_verified_f1 = /** @type {(inputs: Plans_Verified_F1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ficha verificada en el mapa y el directorio`)
};

const pt_br2_plans_verified_f1 = /** @type {(inputs: Plans_Verified_F1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Anúncio verificado no mapa e no diretório`)
};

const ja_plans_verified_f1 = /** @type {(inputs: Plans_Verified_F1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`地図とディレクトリへの認証済み掲載`)
};

const ko_plans_verified_f1 = /** @type {(inputs: Plans_Verified_F1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`지도와 디렉터리에 인증 매장으로 등록`)
};

/**
* | output |
* | --- |
* | "Verified listing on the map and directory" |
*
* @param {Plans_Verified_F1Inputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const plans_verified_f1 = /** @type {((inputs?: Plans_Verified_F1Inputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Plans_Verified_F1Inputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_plans_verified_f1(inputs)
	if (locale === "fr") return fr_plans_verified_f1(inputs)
	if (locale === "es") return es_plans_verified_f1(inputs)
	if (locale === "pt-BR") return pt_br2_plans_verified_f1(inputs)
	if (locale === "ja") return ja_plans_verified_f1(inputs)
	if (locale === "ko") return ko_plans_verified_f1(inputs)
	return en_plans_verified_f1(inputs)
});