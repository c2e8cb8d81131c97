/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Landing_Gizmo_IntroInputs */

const en_landing_gizmo_intro = /** @type {(inputs: Landing_Gizmo_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Centers that come to us through the Gizmo partner program can join the network and add our licensed game library alongside the tools they already use.`)
};

const de_landing_gizmo_intro = /** @type {(inputs: Landing_Gizmo_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Center, die über das Gizmo-Partnerprogramm zu uns kommen, können dem Netzwerk beitreten und unsere lizenzierte Spielebibliothek neben ihren gewohnten Tools nutzen.`)
};

const fr_landing_gizmo_intro = /** @type {(inputs: Landing_Gizmo_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Les centres qui viennent du programme partenaire Gizmo peuvent rejoindre le réseau et ajouter notre ludothèque sous licence aux outils qu’ils utilisent déjà.`)
};

const es_landing_gizmo_intro = /** @type {(inputs: Landing_Gizmo_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Los centros que llegan a través del programa de socios de Gizmo pueden unirse a la red y añadir nuestra biblioteca de juegos con licencia a las herramientas que ya usan.`)
};

const pt_br2_landing_gizmo_intro = /** @type {(inputs: Landing_Gizmo_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Centros que chegam pelo programa de parceiros Gizmo podem entrar na rede e adicionar nossa biblioteca de jogos licenciada às ferramentas que já usam.`)
};

const ja_landing_gizmo_intro = /** @type {(inputs: Landing_Gizmo_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Gizmoパートナープログラム経由のセンターは、ネットワークに参加し、今お使いのツールと併せて当社のライセンス済みゲームライブラリを導入できます。`)
};

const ko_landing_gizmo_intro = /** @type {(inputs: Landing_Gizmo_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Gizmo 파트너 프로그램을 통해 오신 센터는 네트워크에 가입하고, 이미 쓰고 있는 도구와 함께 라이선스 게임 라이브러리를 추가할 수 있습니다.`)
};

/**
* | output |
* | --- |
* | "Centers that come to us through the Gizmo partner program can join the network and add our licensed game library alongside the tools they already use." |
*
* @param {Landing_Gizmo_IntroInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const landing_gizmo_intro = /** @type {((inputs?: Landing_Gizmo_IntroInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Landing_Gizmo_IntroInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_landing_gizmo_intro(inputs)
	if (locale === "fr") return fr_landing_gizmo_intro(inputs)
	if (locale === "es") return es_landing_gizmo_intro(inputs)
	if (locale === "pt-BR") return pt_br2_landing_gizmo_intro(inputs)
	if (locale === "ja") return ja_landing_gizmo_intro(inputs)
	if (locale === "ko") return ko_landing_gizmo_intro(inputs)
	return en_landing_gizmo_intro(inputs)
});