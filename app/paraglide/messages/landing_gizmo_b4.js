/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Landing_Gizmo_B4Inputs */

const en_landing_gizmo_b4 = /** @type {(inputs: Landing_Gizmo_B4Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A verified listing on the map and the gamer platform`)
};

const de_landing_gizmo_b4 = /** @type {(inputs: Landing_Gizmo_B4Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ein verifizierter Eintrag auf der Karte und der Gamer-Plattform`)
};

const fr_landing_gizmo_b4 = /** @type {(inputs: Landing_Gizmo_B4Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Une fiche vérifiée sur la carte et la plateforme des joueurs`)
};

const es_landing_gizmo_b4 = /** @type {(inputs: Landing_Gizmo_B4Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Una ficha verificada en el mapa y en la plataforma para jugadores`)
};

const pt_br2_landing_gizmo_b4 = /** @type {(inputs: Landing_Gizmo_B4Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Um anúncio verificado no mapa e na plataforma para gamers`)
};

const ja_landing_gizmo_b4 = /** @type {(inputs: Landing_Gizmo_B4Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`地図とゲーマー向けプラットフォームへの認証済み掲載`)
};

const ko_landing_gizmo_b4 = /** @type {(inputs: Landing_Gizmo_B4Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`지도와 게이머 플랫폼에 인증 매장으로 등록`)
};

/**
* | output |
* | --- |
* | "A verified listing on the map and the gamer platform" |
*
* @param {Landing_Gizmo_B4Inputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const landing_gizmo_b4 = /** @type {((inputs?: Landing_Gizmo_B4Inputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Landing_Gizmo_B4Inputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_landing_gizmo_b4(inputs)
	if (locale === "fr") return fr_landing_gizmo_b4(inputs)
	if (locale === "es") return es_landing_gizmo_b4(inputs)
	if (locale === "pt-BR") return pt_br2_landing_gizmo_b4(inputs)
	if (locale === "ja") return ja_landing_gizmo_b4(inputs)
	if (locale === "ko") return ko_landing_gizmo_b4(inputs)
	return en_landing_gizmo_b4(inputs)
});