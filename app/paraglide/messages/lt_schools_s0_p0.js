/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Lt_Schools_S0_P0Inputs */

const en_lt_schools_s0_p0 = /** @type {(inputs: Lt_Schools_S0_P0Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`You decide which parts of the game platform are available on school machines. The following can be restricted:`)
};

const de_lt_schools_s0_p0 = /** @type {(inputs: Lt_Schools_S0_P0Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sie entscheiden, welche Teile der Spieleplattform auf den Schulrechnern verfügbar sind. Folgendes lässt sich einschränken:`)
};

const fr_lt_schools_s0_p0 = /** @type {(inputs: Lt_Schools_S0_P0Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vous choisissez quelles parties de la plateforme de jeu sont disponibles sur les ordinateurs de l’école. Vous pouvez restreindre :`)
};

const es_lt_schools_s0_p0 = /** @type {(inputs: Lt_Schools_S0_P0Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tú decides qué partes de la plataforma de juegos están disponibles en los equipos del centro. Se puede restringir lo siguiente:`)
};

const pt_br2_lt_schools_s0_p0 = /** @type {(inputs: Lt_Schools_S0_P0Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Você decide quais partes da plataforma de jogos ficam disponíveis nos computadores da escola. É possível restringir:`)
};

const ja_lt_schools_s0_p0 = /** @type {(inputs: Lt_Schools_S0_P0Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`学校のPCでゲームプラットフォームのどの機能を使えるようにするかは、学校が決められます。制限できるのは次の項目です：`)
};

const ko_lt_schools_s0_p0 = /** @type {(inputs: Lt_Schools_S0_P0Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`학교 PC에서 게임 플랫폼의 어떤 기능을 쓸 수 있을지 직접 정할 수 있습니다. 제한할 수 있는 항목은 다음과 같습니다:`)
};

/**
* | output |
* | --- |
* | "You decide which parts of the game platform are available on school machines. The following can be restricted:" |
*
* @param {Lt_Schools_S0_P0Inputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const lt_schools_s0_p0 = /** @type {((inputs?: Lt_Schools_S0_P0Inputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Lt_Schools_S0_P0Inputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_lt_schools_s0_p0(inputs)
	if (locale === "fr") return fr_lt_schools_s0_p0(inputs)
	if (locale === "es") return es_lt_schools_s0_p0(inputs)
	if (locale === "pt-BR") return pt_br2_lt_schools_s0_p0(inputs)
	if (locale === "ja") return ja_lt_schools_s0_p0(inputs)
	if (locale === "ko") return ko_lt_schools_s0_p0(inputs)
	return en_lt_schools_s0_p0(inputs)
});