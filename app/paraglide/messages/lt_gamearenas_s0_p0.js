/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Lt_Gamearenas_S0_P0Inputs */

const en_lt_gamearenas_s0_p0 = /** @type {(inputs: Lt_Gamearenas_S0_P0Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A local content cache stores each game once on your network, so a full floor can install and update without waiting on your internet line.`)
};

const de_lt_gamearenas_s0_p0 = /** @type {(inputs: Lt_Gamearenas_S0_P0Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ein lokaler Content-Cache speichert jedes Spiel einmal in Ihrem Netzwerk, sodass eine volle Halle installieren und aktualisieren kann, ohne auf Ihre Internetleitung zu warten.`)
};

const fr_lt_gamearenas_s0_p0 = /** @type {(inputs: Lt_Gamearenas_S0_P0Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Un cache de contenu local stocke chaque jeu une seule fois sur votre réseau : une salle pleine peut installer et mettre à jour sans attendre votre connexion internet.`)
};

const es_lt_gamearenas_s0_p0 = /** @type {(inputs: Lt_Gamearenas_S0_P0Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Una caché de contenido local guarda cada juego una sola vez en tu red, así una sala llena puede instalar y actualizar sin esperar a tu conexión a internet.`)
};

const pt_br2_lt_gamearenas_s0_p0 = /** @type {(inputs: Lt_Gamearenas_S0_P0Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Um cache de conteúdo local guarda cada jogo uma única vez na sua rede, então um salão lotado pode instalar e atualizar sem esperar pela sua conexão de internet.`)
};

const ja_lt_gamearenas_s0_p0 = /** @type {(inputs: Lt_Gamearenas_S0_P0Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ローカルのコンテンツキャッシュが各ゲームをネットワーク内に一度だけ保存するので、満席のフロアでもインターネット回線を待たずにインストールや更新ができます。`)
};

const ko_lt_gamearenas_s0_p0 = /** @type {(inputs: Lt_Gamearenas_S0_P0Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`로컬 콘텐츠 캐시가 각 게임을 네트워크에 한 번만 저장하므로, 홀이 가득 차도 인터넷 회선을 기다리지 않고 설치하고 업데이트할 수 있습니다.`)
};

/**
* | output |
* | --- |
* | "A local content cache stores each game once on your network, so a full floor can install and update without waiting on your internet line." |
*
* @param {Lt_Gamearenas_S0_P0Inputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const lt_gamearenas_s0_p0 = /** @type {((inputs?: Lt_Gamearenas_S0_P0Inputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Lt_Gamearenas_S0_P0Inputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_lt_gamearenas_s0_p0(inputs)
	if (locale === "fr") return fr_lt_gamearenas_s0_p0(inputs)
	if (locale === "es") return es_lt_gamearenas_s0_p0(inputs)
	if (locale === "pt-BR") return pt_br2_lt_gamearenas_s0_p0(inputs)
	if (locale === "ja") return ja_lt_gamearenas_s0_p0(inputs)
	if (locale === "ko") return ko_lt_gamearenas_s0_p0(inputs)
	return en_lt_gamearenas_s0_p0(inputs)
});