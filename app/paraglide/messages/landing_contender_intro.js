/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Landing_Contender_IntroInputs */

const en_landing_contender_intro = /** @type {(inputs: Landing_Contender_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Centers in the Contender partner program can add our licensed PC café library and reach more players through the network.`)
};

const de_landing_contender_intro = /** @type {(inputs: Landing_Contender_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Center im Contender-Partnerprogramm können unsere lizenzierte PC-Café-Bibliothek hinzufügen und über das Netzwerk mehr Spieler erreichen.`)
};

const fr_landing_contender_intro = /** @type {(inputs: Landing_Contender_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Les centres du programme partenaire Contender peuvent ajouter notre ludothèque PC café sous licence et toucher plus de joueurs grâce au réseau.`)
};

const es_landing_contender_intro = /** @type {(inputs: Landing_Contender_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Los centros del programa de socios Contender pueden añadir nuestra biblioteca con licencia para PC cafés y llegar a más jugadores a través de la red.`)
};

const pt_br2_landing_contender_intro = /** @type {(inputs: Landing_Contender_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Centros do programa de parceiros Contender podem adicionar nossa biblioteca licenciada para PC cafés e alcançar mais jogadores pela rede.`)
};

const ja_landing_contender_intro = /** @type {(inputs: Landing_Contender_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Contenderパートナープログラムのセンターは、ライセンス済みPCカフェ向けライブラリを導入し、ネットワークを通じてより多くのプレイヤーに届けられます。`)
};

const ko_landing_contender_intro = /** @type {(inputs: Landing_Contender_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Contender 파트너 프로그램 센터는 라이선스 PC방 라이브러리를 추가하고 네트워크를 통해 더 많은 플레이어를 만날 수 있습니다.`)
};

/**
* | output |
* | --- |
* | "Centers in the Contender partner program can add our licensed PC café library and reach more players through the network." |
*
* @param {Landing_Contender_IntroInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const landing_contender_intro = /** @type {((inputs?: Landing_Contender_IntroInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Landing_Contender_IntroInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_landing_contender_intro(inputs)
	if (locale === "fr") return fr_landing_contender_intro(inputs)
	if (locale === "es") return es_landing_contender_intro(inputs)
	if (locale === "pt-BR") return pt_br2_landing_contender_intro(inputs)
	if (locale === "ja") return ja_landing_contender_intro(inputs)
	if (locale === "ko") return ko_landing_contender_intro(inputs)
	return en_landing_contender_intro(inputs)
});